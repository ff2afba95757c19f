# exercise: ex_padding_attention
# mistake: To zero the padded queries the learner reused the key indexing [:, None, None, :], zeroing the padded key columns a second time; padded query rows need [:, None, :, None]. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    key_padding_mask = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.unsqueeze(1)
    m = key_padding_mask[:, None, None, :]
    attn = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
    attn = torch.where(torch.isnan(attn), torch.zeros_like(attn), attn)
    attn = attn.masked_fill(m, 0.0)   # padded positions -> 0
    return attn
