# exercise: ex_mha_forward
# mistake: The learner applied the output projection by hand as context @ out_proj.weight.T and forgot out_proj's bias; calling mha.out_proj(context) (or adding out_proj.bias) is needed.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    # output layer = matrix product with the weight table
    return context @ mha.out_proj.weight.T
