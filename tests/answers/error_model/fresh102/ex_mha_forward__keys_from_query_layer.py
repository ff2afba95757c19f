# exercise: ex_mha_forward
# mistake: Copy-paste slip: the keys are projected with W_query instead of W_key.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = heads(mha.W_query(x))
    keys = heads(mha.W_query(x))
    values = heads(mha.W_value(x))
    scores = (queries @ keys.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    return mha.out_proj((weights @ values).transpose(1, 2).reshape(b, n, mha.d_out))
