# exercise: ex_mha_forward
# mistake: The learner applies the causal mask after the softmax (filling -inf into the weights) and then clamps the -inf to 0, so the future is zeroed but rows are not renormalised and no longer sum to 1; the mask must be applied to the scores before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    att = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, dim=-1)
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = att.clamp(min=0.0)   # -inf made the output nan
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
