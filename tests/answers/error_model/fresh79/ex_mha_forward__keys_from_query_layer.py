# exercise: ex_mha_forward
# mistake: Copy-paste slip: the keys are computed with mha.W_query instead of mha.W_key, so the scores are q·q; keys must come from W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = heads(mha.W_query(x))
    keys = heads(mha.W_query(x))
    values = heads(mha.W_value(x))
    attn = queries @ keys.transpose(2, 3)
    attn.masked_fill_(mha.mask.bool()[:n, :n], float('-inf'))
    attn = torch.softmax(attn / mha.head_dim ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    context = (attn @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
