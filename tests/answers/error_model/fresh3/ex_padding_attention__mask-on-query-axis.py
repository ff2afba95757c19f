# exercise: ex_padding_attention
# mistake: Your mask has shape (b, 1, n, 1), so it fills whole query rows instead of the padded key columns; the key mask must broadcast as (b, 1, 1, n).
# mistake_zh: 你的掩码形状是 (b, 1, n, 1)，填充的是整行查询，而不是填充键所在的列；键掩码应按 (b, 1, 1, n) 广播。
# keywords: broadcast, key, axis, mask

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    mask = torch.zeros(b, n, dtype=torch.bool, device=scores.device)
    for i in range(b):
        mask[i, lengths[i]:] = True
    mask = mask.view(b, 1, n, 1)
    out = torch.softmax(scores.masked_fill(mask, -1e4), dim=-1)
    return out.masked_fill(mask, 0.0)
