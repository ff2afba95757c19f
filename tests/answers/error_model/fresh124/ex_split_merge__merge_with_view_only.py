# exercise: ex_split_merge
# mistake: To merge, the learner reinterprets the (b, h, n, hd) context with .view(b, n, h, hd) instead of transposing the head and token axes, so the memory order (head-major) is read as token-major and rows are scrambled; transpose(1, 2) is needed first.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    ctx = context.contiguous().view(b, n, num_heads, hd)   # back to (b, n, h, hd)
    merged = ctx.reshape(b, n, num_heads * hd)
    return heads, merged


if __name__ == "__main__":
    b, n, d, h = 1, 4, 6, 3
    x = torch.randn(b, n, d)
    heads, merged = ex_split_merge(x, h, torch.randn(b, h, n, d // h))
    assert heads.shape == (1, 3, 4, 2)
    assert merged.shape == (1, 4, 6)
    assert torch.equal(heads[0, 2, 3], x[0, 3, 4:6])
    print("fine")
