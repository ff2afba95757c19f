# exercise: ex_mha_forward
# mistake: The learner scaled by the square root of the last size of the transposed keys, which is the number of tokens n, not head_dim; scale by √head_dim. [cond: n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    query, value = split(mha.W_query(x)), split(mha.W_value(x))
    key_t = split(mha.W_key(x)).transpose(2, 3)      # (b, h, hd, n), like gpt2 k=True
    attn = query @ key_t
    attn = attn / key_t.shape[-1] ** 0.5
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = mha.dropout(torch.softmax(attn, dim=-1))
    out = (attn @ value).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
