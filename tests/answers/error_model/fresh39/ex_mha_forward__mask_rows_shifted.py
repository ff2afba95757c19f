# exercise: ex_mha_forward
# mistake: Slices the mask as mask[1:n+1, :n], one row too low, so every query may see the next token (and n equal to the context length gives a shape error); the mask is mask[:n, :n].
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[1:n + 1, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
