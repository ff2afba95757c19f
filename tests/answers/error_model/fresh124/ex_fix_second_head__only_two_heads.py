# exercise: ex_fix_second_head
# mistake: The learner fixes the second slice to a[0, 1] but still stacks exactly two heads, so the result is wrong (or fails) for any h other than 2; it must loop over all a.shape[1] heads. [cond: when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])


if __name__ == "__main__":
    a = torch.tensor([[[[0.2745, 0.6584, 0.2775, 0.8573],
                        [0.8993, 0.0390, 0.9268, 0.7388],
                        [0.7179, 0.7058, 0.9156, 0.4340]],
                       [[0.0772, 0.3565, 0.1479, 0.5331],
                        [0.4066, 0.2318, 0.4545, 0.9737],
                        [0.4606, 0.5159, 0.4220, 0.5786]]]])
    assert torch.allclose(ex_fix_second_head(a), (a @ a.transpose(2, 3))[0])
    print("both heads agree now")
