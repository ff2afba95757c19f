# exercise: ex_fix_second_head
# mistake: Vectorises as `a[0] @ a[0].T`; on the 3-D (h, n, d) tensor `.T` reverses all axes to (d, n, h), so the matmul fails ("size of tensor a (3) must match … b (4)") or, for h = 1, returns shape (n, n, 1). Right: `a[0] @ a[0].transpose(-1, -2)` (or `.mT`).
def ex_fix_second_head(a):
    heads = a[0]                 # (h, n, d)
    return heads @ heads.T       # all heads at once, like np.matmul
