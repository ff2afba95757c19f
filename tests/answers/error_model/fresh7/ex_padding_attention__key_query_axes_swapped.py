# exercise: ex_padding_attention
# mistake: Swapped the two indexings: the -inf mask went on the QUERY axis ([:, None, :, None]) and the zeroing on the KEY axis ([:, None, None, :]). Padded query rows still end up 0 (NaN → 0), but real queries' softmax still spreads weight over padded keys, which is then cut off, so their rows sum to less than 1. The -inf key mask needs [:, None, None, :].
# mistake_zh: 两个索引方式写反了：-inf 掩码放在了查询轴（[:, None, :, None]），置零放在了键轴（[:, None, None, :]）。填充查询的行最终仍为 0（NaN → 0），但真实查询的 softmax 仍把权重分给了填充键，之后又被截掉，所以这些行之和小于 1。键的 -inf 掩码需要 [:, None, None, :]。
# keywords: key axis, query axis, swapped, broadcasting, [:, None, None, :]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad_mask = torch.arange(n)[None] >= lengths[:, None]
    key_mask = pad_mask[:, None, :, None]
    query_mask = pad_mask[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(query_mask, 0.0)
