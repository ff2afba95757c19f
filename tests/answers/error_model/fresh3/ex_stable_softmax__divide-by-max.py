# exercise: ex_stable_softmax
# mistake: You divide x by its maximum instead of subtracting it; dividing changes the softmax (and breaks for negative or zero maxima), only subtracting a constant leaves it unchanged.
# mistake_zh: 你把 x 除以最大值而不是减去最大值；除法会改变 softmax 的结果（最大值为负或零时更会出错），只有减去常数才不改变结果。
# keywords: subtract, max, divide, invariant

import torch


class StableSoftmax:
    def __call__(self, x, dim):
        x = x / x.amax(dim=dim, keepdim=True)
        e = torch.exp(x)
        return e / e.sum(dim=dim, keepdim=True)


ex_stable_softmax = StableSoftmax()
