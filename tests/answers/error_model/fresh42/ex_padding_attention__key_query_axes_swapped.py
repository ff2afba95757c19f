# exercise: ex_padding_attention
# mistake: Swaps the two index patterns: fills padded queries (mask [:, None, :, None]) with -inf before the softmax and zeroes padded key columns afterwards, so real rows still spend weight on padded keys and no longer sum to 1; keys need [:, None, None, :] before the softmax.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padding_mask = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.unsqueeze(-1)
    key_mask = padding_mask[:, None, :, None]
    query_mask = padding_mask[:, None, None, :]
    attn = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    attn = torch.nan_to_num(attn, nan=0.0)
    return attn.masked_fill(query_mask, 0.0)
