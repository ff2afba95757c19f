# exercise: ex_fix_second_head
# mistake: Removed the batch axis with a.squeeze(), which also removes the head axis when h = 1 (or the token/feature axis when n or d is 1), so the loop then runs over the wrong axis; use a[0] or squeeze(0). [cond: h == 1, n == 1 or d == 1]
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()  # (h, n, d)
    return torch.stack([heads[i] @ heads[i].T for i in range(heads.shape[0])])


if __name__ == "__main__":
    a = torch.randn(1, 2, 3, 4)
    print(ex_fix_second_head(a).shape)
    assert torch.allclose(ex_fix_second_head(a), (a @ a.transpose(2, 3)).squeeze(0))
