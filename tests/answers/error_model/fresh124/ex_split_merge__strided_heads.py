# exercise: ex_split_merge
# mistake: The learner splits with view(b, n, hd, h) and permutes, so head i gets the strided features i, i+h, i+2h, … instead of the contiguous block [i·hd, (i+1)·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged


if __name__ == "__main__":
    x = torch.randn(2, 5, 12)
    h, m = ex_split_merge(x, 3, torch.randn(2, 3, 5, 4))
    assert h.shape == (2, 3, 5, 4)
    assert m.shape == (2, 5, 12)
    print("shapes fine")
