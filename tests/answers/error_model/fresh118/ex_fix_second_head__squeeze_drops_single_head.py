# exercise: ex_fix_second_head
# mistake: Batches with a.squeeze() @ a.squeeze().mT; squeeze() also removes the head axis when h == 1 (and any size-1 axis), so the result is (n, n) instead of (1, n, n); use a[0]. [cond: h == 1, or n == 1, or d == 1]
def ex_fix_second_head(a):
    x = a.squeeze()
    return x @ x.mT
