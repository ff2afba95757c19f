# exercise: ex_fix_second_head
# mistake: The learner preallocated the result with torch.zeros(h, n, n) and filled it in a loop; that tensor has the default float32 dtype and CPU device, so float64 inputs lose precision and GPU inputs come back on the CPU; it needs dtype=a.dtype, device=a.device (or torch.stack). [cond: float64 inputs or a GPU]
import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    n = a.shape[2]
    all_scores = torch.zeros(h, n, n)
    for i in range(h):
        head_i = a[0, i, :, :]
        all_scores[i] = head_i @ head_i.T
    return all_scores
