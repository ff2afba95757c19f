# exercise: ex_fix_mask_heads
# mistake: The learner fixed the broadcasting but inverted the mask (~pad), as in Keras where True means "keep"; now the real keys are hidden and the padded ones are attended. masked_fill hides where the mask is True, so use pad itself.
# mistake_zh: 学习者修好了广播，但把掩码取反了（~pad），就像 Keras 中 True 表示“保留”；现在被遮住的是真实的键，关注的却是填充的键。masked_fill 会遮住掩码为 True 的位置，所以应直接用 pad。
# keywords: inverted mask, ~pad, True, padded keys
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad  # Keras style: True = attend
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
