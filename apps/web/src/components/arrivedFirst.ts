/**
 * Query options that start a query from an answer fetched ahead (`http.takeArrived`) when it has
 * already arrived: the first render shows it, and the mount does not ask for it again. Without such
 * an answer the query behaves as its other options say.
 */
export function arrivedFirst<T>(take: () => T | undefined) {
  let arrived = false;
  return {
    initialData: (): T | undefined => {
      const value = take();
      arrived = value !== undefined;
      return value;
    },
    refetchOnMount: (): boolean => !arrived,
  };
}
