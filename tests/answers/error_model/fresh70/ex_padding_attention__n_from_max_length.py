# exercise: ex_padding_attention
# mistake: Takes the sequence length n as lengths.max() instead of scores.shape[-1], so the mask is too short (and the code crashes) whenever the padded length is longer than the longest sequence; n must come from scores. [cond: only when n > max(lengths), e.g. a batch with only padding at the end or all lengths 0]
import torch

def ex_padding_attention(scores, lengths):
    # 最长的句子长度
    n = int(lengths.max())
    zhezhao = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    jian = zhezhao[:, None, None, :]
    cha = zhezhao[:, None, :, None]
    w = torch.softmax(scores.masked_fill(jian, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(cha, 0.0)
