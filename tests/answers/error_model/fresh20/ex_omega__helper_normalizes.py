# exercise: ex_omega
# mistake: Its all-purpose helper softmax-normalizes by default, so it answered the weight α₂₁ = 0.1385 instead of the raw score ω₂₁ = 0.9544.
import math

INPUTS = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]


def attention_row(query_idx, inputs=INPUTS, normalize=True, scale=False):
    """scores (or weights) of one query against every key"""
    q = inputs[query_idx]
    row = []
    for k in inputs:
        s = sum(a * b for a, b in zip(q, k))
        if scale:
            s = s / math.sqrt(len(q))
        row.append(s)
    if normalize:
        m = max(row)
        exps = [math.exp(s - m) for s in row]
        total = sum(exps)
        row = [e / total for e in exps]
    return row


ex_omega = round(attention_row(1)[0], 4)  # journey -> Your
