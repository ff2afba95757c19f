# exercise: ex_stable_softmax
# mistake: Takes x.amax(dim) without keepdim=True, so the maximum broadcasts against the wrong axis (a shape error, or silently wrong for square inputs); use keepdim=True.
# mistake_zh: x.amax(dim) 没有加 keepdim=True，最大值沿错误的轴广播（形状报错，或方阵时悄悄算错）；应当 keepdim=True。
# keywords: keepdim, broadcast, max, shape

def ex_stable_softmax(x, dim):
    z = x - x.amax(dim=dim)
    num = z.exp()
    return num / num.sum(dim=dim, keepdim=True)
