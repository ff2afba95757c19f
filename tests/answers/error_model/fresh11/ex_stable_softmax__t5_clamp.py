# exercise: ex_stable_softmax
# mistake: Like Hugging Face's fp16 clamp trick, the learner clamps the scores to at most 80 before exp instead of subtracting the maximum; large scores all become 80 and lose their differences, so subtract x.amax(dim, keepdim=True) instead.
# mistake_zh: 仿照 Hugging Face 在 fp16 下的 clamp 技巧，学习者在 exp 前把分数截断到不超过 80，而不是减去最大值；大分数全变成 80、差别丢失，应该减去 x.amax(dim, keepdim=True)。
# keywords: subtract, maximum, clamp, overflow
import torch


def ex_stable_softmax(x, dim):
    # keep exp() finite in float32: exp(88) is about the largest value
    clamp_value = 80.0
    e = torch.exp(torch.clamp(x, max=clamp_value))
    return e / e.sum(dim=dim, keepdim=True)
