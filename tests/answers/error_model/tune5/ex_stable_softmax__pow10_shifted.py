# exercise: ex_stable_softmax
# mistake: The learner exponentiated with 10 ** (x - max) (thinking of log10), which is a softmax in base 10, too sharp; softmax needs e ** (x - max), i.e. torch.exp.
# mistake_zh: 学习者用 10 ** (x - max) 做指数（想到了 log10），这是以 10 为底的 softmax，过于尖锐；softmax 需要 e ** (x - max)，即 torch.exp。
# keywords: base, 10, exp
import torch


def ex_stable_softmax(x, dim):
    m, _ = torch.max(x, dim=dim, keepdim=True)
    p = 10.0 ** (x - m)
    return p / torch.sum(p, dim=dim, keepdim=True)
