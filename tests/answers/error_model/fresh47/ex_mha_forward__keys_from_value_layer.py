# exercise: ex_mha_forward
# mistake: The learner projects the keys with W_value (copy-paste), so scores are queries·values; keys must come from W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def proj(layer):
        return layer(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries = proj(mha.W_query)
    keys = proj(mha.W_value)
    values = proj(mha.W_value)
    scores = queries @ keys.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
