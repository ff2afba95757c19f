# exercise: ex_mha_forward
# mistake: The learner sliced the mask buffer only along its rows, mask.bool()[:n], leaving it n × context_length, which cannot be applied to the n × n scores; both axes must be cut: [:n, :n]. [cond: context_length > number of tokens]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
