# exercise: ex_stable_softmax
# mistake: The learner shifted by the maximum along dim correctly but then divided by e.sum() over the whole tensor (NumPy's np.sum(e) habit), so the slices no longer sum to 1 each. Sum along dim with keepdim=True.
# mistake_zh: 学习者沿 dim 减去最大值是对的，但随后除以的是整个张量的 e.sum()（NumPy 里 np.sum(e) 的习惯），于是每个切片之和不再是 1。应沿 dim 求和并设 keepdim=True。
# keywords: sum along dim, keepdim, whole tensor, normalise
import torch


def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    e = torch.exp(x - torch.amax(x, dim=dim, keepdim=True))
    return e / torch.sum(e)
