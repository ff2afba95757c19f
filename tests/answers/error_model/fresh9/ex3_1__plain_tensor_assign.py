# exercise: ex3_1
# mistake: Assigns a plain tensor (weight.T) to a registered nn.Parameter attribute, which PyTorch refuses with a TypeError; wrap it in torch.nn.Parameter(...) or copy_ into the existing parameter under no_grad.
# mistake_zh: 把普通张量 (weight.T) 赋给已注册的 nn.Parameter 属性，PyTorch 会抛出 TypeError；应包成 torch.nn.Parameter(...)，或在 no_grad 下 copy_ 进已有参数。
# keywords: Parameter, TypeError, assign, copy_

def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
