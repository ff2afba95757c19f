# exercise: ex_mha_forward
# mistake: The learner builds the boolean mask as mask == 0, which is True on and below the diagonal, so each query sees only the future and the last row is all -inf (NaN); the mask to fill is mask.bool() (1 above the diagonal).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    proj = {name: getattr(mha, "W_" + name) for name in ("query", "key", "value")}
    q, k, v = (proj[nm](x).view(b, n, h, hd).transpose(1, 2) for nm in ("query", "key", "value"))
    blocked = mha.mask[:n, :n] == 0
    s = (q @ k.transpose(-2, -1)).masked_fill(blocked, float("-inf")) / hd ** 0.5
    w = mha.dropout(torch.softmax(s, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
