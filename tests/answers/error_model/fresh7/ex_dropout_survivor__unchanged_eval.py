# exercise: ex_dropout_survivor
# mistake: Answered 1.0, as if survivors were left unchanged (what happens in eval mode, where dropout is the identity). In training, the survivors are scaled by 1 / (1 − p) = 1.1111.
# mistake_zh: 回答 1.0，好像保留下来的值不变（这是 eval 模式下的情况，dropout 是恒等映射）。训练时保留值要乘以 1 / (1 − p) = 1.1111。
# keywords: training mode, eval, scale, 1/(1-p), survivors
ex_dropout_survivor = 1.0
