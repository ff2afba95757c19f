# exercise: ex_stable_softmax
# mistake: Instead of subtracting the max, the learner clamps the scores to [-80, 80] before exp; that avoids overflow but changes the values of large scores (e.g. 1e4 and 2e4 become equal). Subtract the max along dim instead.
# mistake_zh: 学习者没有减去最大值，而是在 exp 之前把分数截断到 [-80, 80]；这虽然避免了溢出，但改变了大分数的值（例如 1e4 和 2e4 变成相等）。应沿 dim 减去最大值。
# keywords: clamp, subtract max, overflow, large scores

def ex_stable_softmax(x, dim):
    e = x.clamp(-80.0, 80.0).exp()
    return e / e.sum(dim=dim, keepdim=True)
