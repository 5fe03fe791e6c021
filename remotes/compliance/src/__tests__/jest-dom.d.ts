// jest-dom's matchers (toBeVisible, toHaveTextContent, ...), registered in jest.setup.ts.
/// <reference types="@testing-library/jest-dom" />
