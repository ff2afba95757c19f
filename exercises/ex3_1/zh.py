"""Exercise ex3_1: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex3_1.title": "练习 3.1 · 比较 SelfAttention_v1 与 v2",
    "ex3_1.statement": "`SelfAttention_v2` 使用 `nn.Linear` 层，`SelfAttention_v1` "
        "使用原始的参数矩阵。编写 `ex3_1(sa_v1, sa_v2)`，就地修改 `sa_v1`：把 `sa_v2` "
        "的权重赋给 `sa_v1` 自己的参数 `W_query`、`W_key` 和 `W_value`，使它的输出与 `sa_v2` "
        "完全相同。函数不需要返回值。修改之后，`sa_v1(x)` 必须能在书中float32 的输入上运行。",
    "ex3_1.hint.1": "nn.Linear 计算的是 x @ weight.T，而 SelfAttention_v1 计算的是 x @ W。",
    "ex3_1.hint.2": "可以用 torch.nn.Parameter(sa_v2.W_query.weight.T) 赋值，或在 "
        "torch.no_grad() 下使用 copy_。",
    "ex3_1.missing_param": "sa_v1.{name} 不再是张量了：请给它赋权重，而不是删除它。",
    "ex3_1.not_transposed": "sa_v1.{name} 的形状是 {got}，但 SelfAttention_v1 计算 x @ W，需要 {want}：nn.Linear 存储的是转置后的权重。",
    "ex3_1.not_transposed_square": "对方阵层（d_in = d_out = {size}），sa_v1.{name} 里放的是 sa_v2.{name}.weight 本身，"
        "而不是它的转置：此时 W 与 W.T 形状相同，所以按形状判断（或只在形状不同时才转置）会跳过转置。"
        "nn.Linear 的权重一律要转置：sa_v2.{name}.weight.T。",
    'ex3_1.copied': '你的函数把 sa_v2 的权重复制进了模块的一个副本（copy.deepcopy 或新建的模块）并返回这个副本，但传进来的那个 sa_v1，也就是调用者的对象，里面仍是它自己的随机 {name}：本题要修改的是 sa_v1 本身。请直接修改传入的 sa_v1 的参数（sa_v1.{name} = nn.Parameter(sa_v2.{name}.weight.T)，或在 torch.no_grad() 下用 copy_）；不需要返回任何东西。',
    "ex3_1.rebound_local": "你的函数在函数内部把名字 sa_v1 绑定到了另一个模块（或张量）上：这只改变了局部名字指向的对象，"
        "传进来的那个 sa_v1，也就是调用者的，仍然保留着它自己随机初始化的 {name}。请修改传入的模块本身："
        "sa_v1.{name} = nn.Parameter(sa_v2.{name}.weight.T)，或者在 torch.no_grad() 下用 copy_ 复制进它的参数。",
    "ex3_1.rebound": "你的函数把 sa_v2 的权重复制进了另一个模块并把它返回（在函数里给名字 sa_v1 重新赋了值），"
        "但传进来的那个 sa_v1，也就是调用者的对象，里面仍是它自己的随机 {name}：给参数名重新赋值永远不会改变调用者的对象。"
        "请直接修改传入的 sa_v1 的参数（sa_v1.{name} = nn.Parameter(sa_v2.{name}.weight.T)，或在 torch.no_grad() 下用 copy_）。",
    "ex3_1.returned_other": "你的函数返回了另一个模块，而传入的 sa_v1 里仍是它自己的随机 {name}：请修改传入的 sa_v1 本身"
        "（把 sa_v2.{name}.weight.T 赋给它）。",
    "ex3_1.not_copied": "sa_v1.{name} 里仍是 sa_v1 自己的随机权重：它从未从 sa_v2 复制过来。请把 sa_v2.{name}.weight.T 赋给它。",
    "ex3_1.swapped": "sa_v1.{name} 里是 sa_v2.{source} 的（转置后的）权重：权重对调了。sa_v1 的每个参数都应取 sa_v2 中同名层的权重转置（W_key 取自 W_key，W_value 取自 W_value）。",
    "ex3_1.scaled": "sa_v1.{name} 存的是 sa_v2 的权重乘以 {c}：复制之后（或复制时）又给这个参数乘了一个因子，"
        "比如把缩放折进了这一层。复制的应当是原样的转置权重：SelfAttention_v1 在前向计算中已经把分数除以了 √d_k。",
    "ex3_1.columns_mixed": "sa_v1.{name} 的每一列都是正确权重中的某一列，但排列方式不对：{columns}。"
        "权重拆开时用的布局与拼接时不同（三个并排的 (d_in, d_out) 块应当用 chunk(3, dim=1) 或 "
        "view(d_in, 3, d_out).unbind(1) 拆开，而不是用把 3 放在最后的 view）：请把每一层的转置权重复制到它自己的参数里。",
    "ex3_1.assign_parameter_op": "你的代码先把权重包成 nn.Parameter，然后才转置（或对它做别的运算，nn.Parameter(w).T）："
        "对 Parameter 做任何运算得到的都是普通张量，而普通张量不能替换模块的参数。请先转置再包装："
        "torch.nn.Parameter(sa_v2.W_query.weight.T)，或者在 torch.no_grad() 下用 copy_。",
    "ex3_1.weights_differ": "sa_v1.{name} 中不是 sa_v2 的权重：请把 sa_v2.{name} 的权重转置后赋给 sa_v1 自己的参数 {name}。",
    "ex3_1.assign_tensor": "模块的参数只能换成另一个 nn.Parameter：请把权重包装成 torch.nn.Parameter(sa_v2.W_query.weight.T)，"
        "或者在 torch.no_grad() 下用 copy_ 复制。",
    "ex3_1.dtype": "sa_v1.{name} 的类型是 {got}，但书中的输入是 float32，所以 sa_v1(x) 会出错：权重要保持 float32"
        "（不要用 .double()）。",
    "ex3_1.dtype_half": "sa_v1.{name} 的类型是 {got}，这是一种半精度类型（.half() 或 .bfloat16() 得到的那种），"
        "但书中的输入是 float32，所以 sa_v1(x) 会出错：权重要保持 float32（不要转换成 {got}）。",
    "ex3_1.forward_failed": "修改之后，sa_v1(x) 在书中的输入上抛出了错误：{error}",
    "ex3_1.output_differs": "sa_v1 中已经是 sa_v2 的权重，但 sa_v1(x) 仍与 sa_v2(x) 不同：不要修改 sa_v1 的 forward。",
    'ex3_1.one_source': 'sa_v1 的参数 {names} 里都是 sa_v2.{source} 的（转置后的）权重：它们都是从同一层复制的（复制粘贴了另一行却没改来源，或在遍历名字的循环里固定写成 getattr(sa_v2, "{source}")）。每个参数都应取 sa_v2 中同名层的权重转置：getattr(sa_v2, name).weight.T。',
    'ex3_1.state_dict_unloaded': "sa_v1.{name} 仍是 sa_v1 自己的随机权重：你的代码把新权重放进了 state_dict() 返回的字典，而给它的条目赋值（sd[k] = …）只改变这个字典，不会改变模块，之后也没有把它加载回去。请加载它，sa_v1.load_state_dict(sd)（键为 'W_query' 等），或者直接把 sa_v2.{name}.weight.T 赋给那个参数本身。",
    'ex3_1.dtype_made': 'sa_v1.{name} 是 {got}，而书中的输入是 float32，所以 sa_v1(x) 会出错：用 dtype=float 或由 numpy 的 float64 创建的张量是 float64。请让权重保持 float32：dtype=torch.float32，或 .float()。',
}
