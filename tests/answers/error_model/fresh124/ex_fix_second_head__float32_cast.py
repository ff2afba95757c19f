# exercise: ex_fix_second_head
# mistake: The learner converts a to float32 before the loop, so a float64 input gives float32 scores that differ from the batched float64 result; the input's dtype must be kept.
import torch


def ex_fix_second_head(a):
    a = a.float()
    h = a.shape[1]
    return torch.stack([a[0, i] @ a[0, i].T for i in range(h)])


if __name__ == "__main__":
    a = torch.rand(1, 3, 6, 2)
    batched = a @ a.transpose(2, 3)
    assert torch.allclose(ex_fix_second_head(a), batched[0])
    print("ok", ex_fix_second_head(a).shape)
