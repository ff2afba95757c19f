# exercise: ex_fix_second_head
# mistake: The learner multiplies head.T @ head, giving the (d, d) feature Gram matrix, instead of head @ head.T, the (n, n) token scores of the batched a @ a.transpose(2, 3).
import torch


def ex_fix_second_head(a):
    heads = [a[0, i, :, :] for i in range(a.shape[1])]
    return torch.stack([hh.T @ hh for hh in heads])


if __name__ == "__main__":
    a = torch.rand(1, 2, 4, 4)
    out = ex_fix_second_head(a)
    assert out.shape == (2, 4, 4)
    assert not torch.equal(out[0], out[1])   # heads differ now
    print(out)
