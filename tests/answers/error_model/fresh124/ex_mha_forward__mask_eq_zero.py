# exercise: ex_mha_forward
# mistake: The learner builds the boolean mask as mha.mask[:n, :n] == 0, which is True on and below the diagonal, so the past is masked and the future kept (and the last row is all -inf); the future is where mask == 1 (mask.bool()).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    block = mha.mask[:n, :n] == 0
    scores = (q @ k.transpose(2, 3)).masked_fill(block, float("-inf"))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    out = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttention
    torch.manual_seed(0)
    m = MultiHeadAttention(4, 4, 10, 0.0, num_heads=2)
    out = ex_mha_forward(m, torch.rand(3, 1, 4))
    assert out.shape == (3, 1, 4)
    print(out)
