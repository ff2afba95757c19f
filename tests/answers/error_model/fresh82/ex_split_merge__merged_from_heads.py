# exercise: ex_split_merge
# mistake: Merged the split heads of x back instead of the given context tensor, so merged always equals x; merge context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = heads.transpose(1, 2).reshape(b, n, -1)
    return heads, merged


def test_round_trip():
    x = torch.randn(2, 3, 6)
    heads, merged = ex_split_merge(x, 3, x.view(2, 3, 3, 2).transpose(1, 2).contiguous())
    assert torch.equal(heads[:, 1], x[..., 2:4])
    assert torch.equal(merged, x)


test_round_trip()
