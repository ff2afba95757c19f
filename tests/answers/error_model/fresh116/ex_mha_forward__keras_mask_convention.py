# exercise: ex_mha_forward
# mistake: Used the Keras convention (mask 1 = keep) and filled where mask == 0, which blocks the past and the diagonal instead of the future; fill where mask.bool() is True.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def to_heads(t):
        return t.reshape(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    q, k, v = (to_heads(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    attention_mask = mha.mask[:n, :n]
    scores = q @ k.transpose(-1, -2) / mha.head_dim ** 0.5
    scores = scores.masked_fill(attention_mask == 0, float('-inf'))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    out = (weights @ v).permute(0, 2, 1, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
