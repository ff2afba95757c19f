# exercise: ex_fix_second_head
# mistake: The learner iterates over a.squeeze(), which also removes the head axis when h = 1 (and then iterates over tokens); only the batch axis should be removed (a[0] or squeeze(0)). [cond: when h = 1]
import torch


def ex_fix_second_head(a):
    per_head = []
    for head in a.squeeze():         # (h, n, d)
        per_head.append(head @ head.T)
    return torch.stack(per_head)


if __name__ == "__main__":
    for h in (2, 3, 4):
        a = torch.rand(1, h, 3, 4)
        assert torch.allclose(ex_fix_second_head(a), (a @ a.transpose(2, 3)).squeeze(0))
    print("any number of heads")
