# exercise: ex_stable_softmax
# mistake: Copying d2l's softmax (partition = X_exp.sum(1, keepdims=True)) the learner sums over axis 1 instead of dim; the normaliser must be summed along dim.
# mistake_zh: 照搬 d2l 的 softmax（partition = X_exp.sum(1, keepdims=True)），学习者沿第 1 轴求和而不是沿 dim；归一化的分母必须沿 dim 求和。
# keywords: sum, dim, axis, normalise
def ex_stable_softmax(x, dim):
    X_exp = (x - x.max(dim=dim, keepdim=True).values).exp()
    partition = X_exp.sum(1, keepdim=True)
    return X_exp / partition  # broadcasting
