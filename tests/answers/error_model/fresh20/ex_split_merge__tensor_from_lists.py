# exercise: ex_split_merge
# mistake: Rebuilds both results with torch.tensor(nested lists) and device only, so they come back float32 whatever the input dtype; pass dtype=x.dtype (or stay with tensor ops). [cond: x and context are not float32, e.g. float64]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    xs = x.tolist()
    heads = [[[xs[bi][t][h * hd:(h + 1) * hd] for t in range(n)] for h in range(num_heads)]
             for bi in range(b)]
    cs = context.tolist()
    merged = []
    for bi in range(b):
        rows = []
        for t in range(n):
            row = []
            for h in range(num_heads):
                row += cs[bi][h][t]
            rows.append(row)
        merged.append(rows)
    return torch.tensor(heads, device=x.device), torch.tensor(merged, device=x.device)
