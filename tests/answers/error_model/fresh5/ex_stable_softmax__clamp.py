# exercise: ex_stable_softmax
# mistake: Clamping the scores at 80 avoids the overflow but changes the result: every score above 80 becomes the same, so 1e4 and 1e4 + 5 get equal weights. Shift by the maximum instead, which leaves the softmax unchanged.
# mistake_zh: 把分数截断在 80 虽然避免了溢出，却改变了结果：所有大于 80 的分数都变成一样，1e4 和 1e4 + 5 会得到相同的权重。应减去最大值来平移，这样 softmax 的结果不变。
# keywords: clamp, changes the result, subtract, maximum, shift
import torch

LIMIT = 80.0  # exp(88) 左右 float32 就溢出了


def ex_stable_softmax(x, dim):
    e = torch.exp(torch.clamp(x, max=LIMIT))
    return e / e.sum(dim, keepdim=True)
