# exercise: ex_mha_forward
# mistake: The learner projects the queries with mha.W_key as well (copy-paste), so queries equal keys; the queries need mha.W_query.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    keys = mha.W_key(x).view(b, n, H, hd).transpose(1, 2)
    queries = mha.W_key(x).view(b, n, H, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, H, hd).transpose(1, 2)
    mask_bool = mha.mask.bool()[:n, :n]
    attn = (queries @ keys.transpose(2, 3)).masked_fill(mask_bool, float("-inf"))
    attn = torch.softmax(attn / hd ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    out = (attn @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
