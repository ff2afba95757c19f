# exercise: ex_fix_second_head
# mistake: The result buffer is created with torch.empty(h, n, n) without dtype or device, so float64 inputs come back as float32 and GPU inputs fail; create it with dtype=a.dtype, device=a.device (or just stack). [cond: float64 inputs or a GPU]
import torch


class ScoreCollector:
    def __init__(self, h, n):
        self.out = torch.empty(h, n, n)

    def put(self, i, head):
        self.out[i] = head @ head.T


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    c = ScoreCollector(h, n)
    for i in range(h):
        c.put(i, a[0, i])
    return c.out
