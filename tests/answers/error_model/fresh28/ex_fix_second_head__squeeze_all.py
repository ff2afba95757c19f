# exercise: ex_fix_second_head
# mistake: Dropped the batch axis with a bare squeeze(), which also removes the head axis when h = 1 (or any other size-1 axis), so transpose(1, 2) fails; squeeze only axis 0 (a[0]). [cond: h == 1 or n == 1 or d == 1]
def ex_fix_second_head(a):
    heads = a.squeeze()                       # (h, n, d)
    return heads @ heads.transpose(1, 2)      # (h, n, n)
