# exercise: ex_stable_softmax
# mistake: Took the maximum and the sum without keepdim=True, so the reduced tensors lose the axis and broadcasting aligns them from the right: it only happens to work for dim=0 of a 2-D tensor; for the last axis it raises on non-square inputs and silently uses the wrong slice's max/sum on square ones. Use keepdim=True.
# mistake_zh: 求最大值和求和时没有写 keepdim=True，归约后的张量少了一个轴，广播从右边对齐：只有对 2 维张量取 dim=0 时碰巧正确；沿最后一个轴时，非方阵会报错，方阵则悄悄用了错误切片的最大值和总和。应使用 keepdim=True。
# keywords: keepdim, broadcasting, reduced axis, max, sum
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim)
    z = torch.exp(x - m)
    return z / torch.sum(z, dim=dim)
