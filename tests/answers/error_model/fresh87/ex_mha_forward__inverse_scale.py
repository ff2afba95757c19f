# exercise: ex_mha_forward
# mistake: The learner precomputes scale = head_dim ** -0.5 but then divides by it, which multiplies the scores by √head_dim; the scores must be multiplied by scale (i.e. divided by √head_dim).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = mha.head_dim ** -0.5

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = torch.softmax(scores / scale, dim=-1)
    attn = mha.dropout(attn)
    out = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
