# exercise: ex_stable_softmax
# mistake: The learner computes exp(x - logsumexp(x, dim)) but without keepdim=True, so the reduced tensor broadcasts against the wrong axis (or fails); use torch.logsumexp(x, dim=dim, keepdim=True).
# mistake_zh: 学习者用 exp(x - logsumexp(x, dim)) 计算，但没有 keepdim=True，约简后的张量会沿错误的轴广播（或报错）；应使用 torch.logsumexp(x, dim=dim, keepdim=True)。
# keywords: keepdim, broadcast, logsumexp, axis
import torch


def ex_stable_softmax(x, dim):
    # log-softmax trick, as in F.log_softmax, then exponentiate
    return torch.exp(x - torch.logsumexp(x, dim=dim))
