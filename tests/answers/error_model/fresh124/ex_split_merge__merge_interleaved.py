# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), putting the head axis last, so the merged features are interleaved (feature f of head i lands at f·h + i) instead of head i occupying [i·hd, (i+1)·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged


if __name__ == "__main__":
    x = torch.randn(2, 6, 8)
    heads, merged = ex_split_merge(x, 2, torch.ones(2, 2, 6, 4))
    assert heads.shape == (2, 2, 6, 4) and merged.shape == (2, 6, 8)
    assert torch.equal(heads[:, 0], x[..., :4])
    assert (merged == 1).all()
    print("ok")
