# exercise: ex_stable_softmax
# mistake: Clamped the scores at 80 instead of subtracting the maximum: it never overflows, but every score above 80 becomes 80, so large scores (like 1e4 vs 1e4 − 5) get equal weights. Subtracting the maximum is exact; clamping changes the result.
# mistake_zh: 把分数截断在 80，而不是减去最大值：确实不会溢出，但所有大于 80 的分数都变成 80，于是大分数（如 1e4 与 1e4 − 5）得到相同的权重。减去最大值是精确的，截断会改变结果。
# keywords: clamp, maximum, subtract, large scores, exact
def ex_stable_softmax(x, dim):
    # exp(88) 左右 float32 就溢出了, 所以先截断
    e = x.clamp(max=80.0).exp()
    return e / e.sum(dim=dim, keepdim=True)
